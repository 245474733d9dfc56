export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      cargo_listings: {
        Row: {
          cargo_type: string
          created_at: string
          delivery_date: string
          description: string
          destination: string
          height_cm: number | null
          id: string
          length_cm: number | null
          load_type: string
          origin: string
          pickup_date: string
          price: number
          shipper_id: string
          status: Database["public"]["Enums"]["cargo_status"]
          title: string
          transporter_id: string | null
          updated_at: string
          vehicle_type: string | null
          weight_kg: number
          width_cm: number | null
        }
        Insert: {
          cargo_type: string
          created_at?: string
          delivery_date: string
          description?: string
          destination: string
          height_cm?: number | null
          id?: string
          length_cm?: number | null
          load_type: string
          origin: string
          pickup_date: string
          price: number
          shipper_id?: string
          status?: Database["public"]["Enums"]["cargo_status"]
          title: string
          transporter_id?: string | null
          updated_at?: string
          vehicle_type?: string | null
          weight_kg: number
          width_cm?: number | null
        }
        Update: {
          cargo_type?: string
          created_at?: string
          delivery_date?: string
          description?: string
          destination?: string
          height_cm?: number | null
          id?: string
          length_cm?: number | null
          load_type?: string
          origin?: string
          pickup_date?: string
          price?: number
          shipper_id?: string
          status?: Database["public"]["Enums"]["cargo_status"]
          title?: string
          transporter_id?: string | null
          updated_at?: string
          vehicle_type?: string | null
          weight_kg?: number
          width_cm?: number | null
        }
        Relationships: []
      }
      profiles: {
        Row: {
          address: string | null
          avatar_url: string | null
          cargo_types: string | null
          company: string | null
          description: string | null
          email: string
          id: string
          name: string
          phone: string | null
          service_areas: string | null
          tax_id: string | null
          updated_at: string
          vehicle_types: string[]
        }
        Insert: {
          address?: string | null
          avatar_url?: string | null
          cargo_types?: string | null
          company?: string | null
          description?: string | null
          email: string
          id: string
          name: string
          phone?: string | null
          service_areas?: string | null
          tax_id?: string | null
          updated_at?: string
          vehicle_types?: string[]
        }
        Update: {
          address?: string | null
          avatar_url?: string | null
          cargo_types?: string | null
          company?: string | null
          description?: string | null
          email?: string
          id?: string
          name?: string
          phone?: string | null
          service_areas?: string | null
          tax_id?: string | null
          updated_at?: string
          vehicle_types?: string[]
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      has_role: {
        Args: { p_role: Database["public"]["Enums"]["app_role"] }
        Returns: boolean
      }
      listing_shipper: {
        Args: { p_listing_id: string }
        Returns: {
          company: string
          name: string
        }[]
      }
    }
    Enums: {
      app_role: "shipper" | "transporter" | "admin"
      cargo_status: "pending" | "assigned" | "in-transit" | "delivered"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database[Extract<keyof Database, "public">]

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]

export const Constants = {
  public: {
    Enums: {
      app_role: ["shipper", "transporter", "admin"],
      cargo_status: ["pending", "assigned", "in-transit", "delivered"],
    },
  },
} as const
