export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      alert_match_queue: {
        Row: {
          listing_id: string
          queued_at: string
        }
        Insert: {
          listing_id: string
          queued_at?: string
        }
        Update: {
          listing_id?: string
          queued_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "alert_match_queue_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      arca_tickets: {
        Row: {
          expires_at: string
          service: string
          sign: string
          token: string
        }
        Insert: {
          expires_at: string
          service: string
          sign: string
          token: string
        }
        Update: {
          expires_at?: string
          service?: string
          sign?: string
          token?: string
        }
        Relationships: []
      }
      assignment_cancellations: {
        Row: {
          created_at: string
          id: string
          listing_id: string
          reason: string
          shipper_id: string
          transporter_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          listing_id: string
          reason: string
          shipper_id: string
          transporter_id: string
        }
        Update: {
          created_at?: string
          id?: string
          listing_id?: string
          reason?: string
          shipper_id?: string
          transporter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "assignment_cancellations_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      availability_matches: {
        Row: {
          availability_id: string
          created_at: string
          listing_id: string
        }
        Insert: {
          availability_id: string
          created_at?: string
          listing_id: string
        }
        Update: {
          availability_id?: string
          created_at?: string
          listing_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "availability_matches_availability_id_fkey"
            columns: ["availability_id"]
            isOneToOne: false
            referencedRelation: "truck_availabilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "availability_matches_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      cargo_listings: {
        Row: {
          cargo_type: string
          created_at: string
          declared_value: number | null
          delivery_date: string
          description: string
          destination: string
          destination_lat: number | null
          destination_lon: number | null
          destination_province: string | null
          distance_km: number | null
          height_cm: number | null
          id: string
          instant_booking: boolean
          insured_by: string
          length_cm: number | null
          load_type: string
          network_hours: number | null
          origin: string
          origin_lat: number | null
          origin_lon: number | null
          origin_province: string | null
          payment_term_days: number
          pickup_date: string
          price: number
          price_per_km: number | null
          public_at: string | null
          search_text: string | null
          shipper_id: string
          status: Database["public"]["Enums"]["cargo_status"]
          title: string
          transporter_id: string | null
          updated_at: string
          vehicle_type: string | null
          version: number
          weight_kg: number
          width_cm: number | null
        }
        Insert: {
          cargo_type: string
          created_at?: string
          declared_value?: number | null
          delivery_date: string
          description?: string
          destination: string
          destination_lat?: number | null
          destination_lon?: number | null
          destination_province?: string | null
          distance_km?: number | null
          height_cm?: number | null
          id?: string
          instant_booking?: boolean
          insured_by?: string
          length_cm?: number | null
          load_type: string
          network_hours?: number | null
          origin: string
          origin_lat?: number | null
          origin_lon?: number | null
          origin_province?: string | null
          payment_term_days?: number
          pickup_date: string
          price: number
          price_per_km?: number | null
          public_at?: string | null
          search_text?: never
          shipper_id?: string
          status?: Database["public"]["Enums"]["cargo_status"]
          title: string
          transporter_id?: string | null
          updated_at?: string
          vehicle_type?: string | null
          version?: number
          weight_kg: number
          width_cm?: number | null
        }
        Update: {
          cargo_type?: string
          created_at?: string
          declared_value?: number | null
          delivery_date?: string
          description?: string
          destination?: string
          destination_lat?: number | null
          destination_lon?: number | null
          destination_province?: string | null
          distance_km?: number | null
          height_cm?: number | null
          id?: string
          instant_booking?: boolean
          insured_by?: string
          length_cm?: number | null
          load_type?: string
          network_hours?: number | null
          origin?: string
          origin_lat?: number | null
          origin_lon?: number | null
          origin_province?: string | null
          payment_term_days?: number
          pickup_date?: string
          price?: number
          price_per_km?: number | null
          public_at?: string | null
          search_text?: never
          shipper_id?: string
          status?: Database["public"]["Enums"]["cargo_status"]
          title?: string
          transporter_id?: string | null
          updated_at?: string
          vehicle_type?: string | null
          version?: number
          weight_kg?: number
          width_cm?: number | null
        }
        Relationships: []
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          handled_at: string | null
          handled_by: string | null
          id: string
          message: string
          name: string
          sender_id: string | null
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          handled_at?: string | null
          handled_by?: string | null
          id?: string
          message: string
          name: string
          sender_id?: string | null
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          handled_at?: string | null
          handled_by?: string | null
          id?: string
          message?: string
          name?: string
          sender_id?: string | null
          subject?: string
        }
        Relationships: []
      }
      conversation_reports: {
        Row: {
          conversation_id: string
          created_at: string
          id: string
          reason: string
          reporter_id: string
        }
        Insert: {
          conversation_id: string
          created_at?: string
          id?: string
          reason: string
          reporter_id: string
        }
        Update: {
          conversation_id?: string
          created_at?: string
          id?: string
          reason?: string
          reporter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_reports_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          id: string
          last_message_at: string | null
          listing_id: string
          shipper_id: string
          transporter_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          last_message_at?: string | null
          listing_id: string
          shipper_id: string
          transporter_id: string
        }
        Update: {
          created_at?: string
          id?: string
          last_message_at?: string | null
          listing_id?: string
          shipper_id?: string
          transporter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversations_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      documents: {
        Row: {
          created_at: string
          expires_on: string | null
          file_name: string
          id: string
          kind: string
          mime_type: string
          owner_id: string
          review_note: string | null
          reviewed_at: string | null
          reviewer_id: string | null
          size: number
          status: Database["public"]["Enums"]["document_status"]
          storage_path: string
        }
        Insert: {
          created_at?: string
          expires_on?: string | null
          file_name: string
          id?: string
          kind: string
          mime_type: string
          owner_id?: string
          review_note?: string | null
          reviewed_at?: string | null
          reviewer_id?: string | null
          size: number
          status?: Database["public"]["Enums"]["document_status"]
          storage_path: string
        }
        Update: {
          created_at?: string
          expires_on?: string | null
          file_name?: string
          id?: string
          kind?: string
          mime_type?: string
          owner_id?: string
          review_note?: string | null
          reviewed_at?: string | null
          reviewer_id?: string | null
          size?: number
          status?: Database["public"]["Enums"]["document_status"]
          storage_path?: string
        }
        Relationships: []
      }
      donor_registrations: {
        Row: {
          business_activity: string
          business_address: string
          company_name: string | null
          created_at: string
          cuit: string
          document_number: string | null
          document_type:
            Database["public"]["Enums"]["donor_document_type"] | null
          entity_type: Database["public"]["Enums"]["donor_entity_type"]
          full_name: string | null
          iibb_number: string
          iva_condition: Database["public"]["Enums"]["iva_condition"] | null
          loading_address: string
          shipper_id: string
          updated_at: string
        }
        Insert: {
          business_activity: string
          business_address: string
          company_name?: string | null
          created_at?: string
          cuit: string
          document_number?: string | null
          document_type?:
            Database["public"]["Enums"]["donor_document_type"] | null
          entity_type: Database["public"]["Enums"]["donor_entity_type"]
          full_name?: string | null
          iibb_number: string
          iva_condition?: Database["public"]["Enums"]["iva_condition"] | null
          loading_address: string
          shipper_id?: string
          updated_at?: string
        }
        Update: {
          business_activity?: string
          business_address?: string
          company_name?: string | null
          created_at?: string
          cuit?: string
          document_number?: string | null
          document_type?:
            Database["public"]["Enums"]["donor_document_type"] | null
          entity_type?: Database["public"]["Enums"]["donor_entity_type"]
          full_name?: string | null
          iibb_number?: string
          iva_condition?: Database["public"]["Enums"]["iva_condition"] | null
          loading_address?: string
          shipper_id?: string
          updated_at?: string
        }
        Relationships: []
      }
      drivers: {
        Row: {
          created_at: string
          dni: string
          full_name: string
          id: string
          licence_expiry: string
          licence_number: string
          owner_id: string
          phone: string
        }
        Insert: {
          created_at?: string
          dni: string
          full_name: string
          id?: string
          licence_expiry: string
          licence_number: string
          owner_id?: string
          phone: string
        }
        Update: {
          created_at?: string
          dni?: string
          full_name?: string
          id?: string
          licence_expiry?: string
          licence_number?: string
          owner_id?: string
          phone?: string
        }
        Relationships: []
      }
      exchange_rates: {
        Row: {
          ars_per_eur: number
          effective_on: string
          set_at: string
          set_by: string | null
        }
        Insert: {
          ars_per_eur: number
          effective_on: string
          set_at?: string
          set_by?: string | null
        }
        Update: {
          ars_per_eur?: number
          effective_on?: string
          set_at?: string
          set_by?: string | null
        }
        Relationships: []
      }
      invoices: {
        Row: {
          amount_ars: number
          cae: string | null
          cae_due: string | null
          created_at: string
          id: string
          invoice_type: number
          issued_at: string | null
          issued_on: string | null
          issuer_cuit: string
          issuer_iva_condition: Database["public"]["Enums"]["iva_condition"]
          issuer_name: string
          last_error: string | null
          listing_id: string | null
          net_ars: number | null
          number: number | null
          numbering_until: string | null
          point_of_sale: number
          receiver_cuit: string
          receiver_iva_condition: Database["public"]["Enums"]["iva_condition"]
          receiver_name: string
          requested_number: number | null
          service_from: string
          service_to: string
          shipper_id: string | null
          status: string
          transporter_id: string | null
          vat_ars: number | null
        }
        Insert: {
          amount_ars: number
          cae?: string | null
          cae_due?: string | null
          created_at?: string
          id?: string
          invoice_type: number
          issued_at?: string | null
          issued_on?: string | null
          issuer_cuit: string
          issuer_iva_condition: Database["public"]["Enums"]["iva_condition"]
          issuer_name: string
          last_error?: string | null
          listing_id?: string | null
          net_ars?: number | null
          number?: number | null
          numbering_until?: string | null
          point_of_sale: number
          receiver_cuit: string
          receiver_iva_condition: Database["public"]["Enums"]["iva_condition"]
          receiver_name: string
          requested_number?: number | null
          service_from: string
          service_to: string
          shipper_id?: string | null
          status?: string
          transporter_id?: string | null
          vat_ars?: number | null
        }
        Update: {
          amount_ars?: number
          cae?: string | null
          cae_due?: string | null
          created_at?: string
          id?: string
          invoice_type?: number
          issued_at?: string | null
          issued_on?: string | null
          issuer_cuit?: string
          issuer_iva_condition?: Database["public"]["Enums"]["iva_condition"]
          issuer_name?: string
          last_error?: string | null
          listing_id?: string | null
          net_ars?: number | null
          number?: number | null
          numbering_until?: string | null
          point_of_sale?: number
          receiver_cuit?: string
          receiver_iva_condition?: Database["public"]["Enums"]["iva_condition"]
          receiver_name?: string
          requested_number?: number | null
          service_from?: string
          service_to?: string
          shipper_id?: string | null
          status?: string
          transporter_id?: string | null
          vat_ars?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "invoices_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      invoicing_settings: {
        Row: {
          created_at: string
          cuit: string
          iva_condition: Database["public"]["Enums"]["iva_condition"]
          point_of_sale: number
          transporter_id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          cuit: string
          iva_condition: Database["public"]["Enums"]["iva_condition"]
          point_of_sale: number
          transporter_id?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          cuit?: string
          iva_condition?: Database["public"]["Enums"]["iva_condition"]
          point_of_sale?: number
          transporter_id?: string
          updated_at?: string
        }
        Relationships: []
      }
      listing_invitations: {
        Row: {
          answered_at: string | null
          availability_id: string | null
          created_at: string
          declined: boolean
          id: string
          listing_id: string
          shipper_id: string
          transporter_id: string
        }
        Insert: {
          answered_at?: string | null
          availability_id?: string | null
          created_at?: string
          declined?: boolean
          id?: string
          listing_id: string
          shipper_id: string
          transporter_id: string
        }
        Update: {
          answered_at?: string | null
          availability_id?: string | null
          created_at?: string
          declined?: boolean
          id?: string
          listing_id?: string
          shipper_id?: string
          transporter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_invitations_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      localities: {
        Row: {
          lat: number
          lon: number
          name: string
          province: string
        }
        Insert: {
          lat: number
          lon: number
          name: string
          province: string
        }
        Update: {
          lat?: number
          lon?: number
          name?: string
          province?: string
        }
        Relationships: []
      }
      mercadopago_accounts: {
        Row: {
          access_token: string
          expires_at: string
          linked_at: string
          live_mode: boolean
          mp_user_id: number
          public_key: string | null
          refresh_token: string
          transporter_id: string
        }
        Insert: {
          access_token: string
          expires_at: string
          linked_at?: string
          live_mode?: boolean
          mp_user_id: number
          public_key?: string | null
          refresh_token: string
          transporter_id: string
        }
        Update: {
          access_token?: string
          expires_at?: string
          linked_at?: string
          live_mode?: boolean
          mp_user_id?: number
          public_key?: string | null
          refresh_token?: string
          transporter_id?: string
        }
        Relationships: []
      }
      mercadopago_link_states: {
        Row: {
          created_at: string
          state: string
          transporter_id: string
        }
        Insert: {
          created_at?: string
          state: string
          transporter_id: string
        }
        Update: {
          created_at?: string
          state?: string
          transporter_id?: string
        }
        Relationships: []
      }
      mercadopago_payment_events: {
        Row: {
          applied_at: string
          mp_payment_id: number
          mp_status: string
          mp_status_detail: string
          payment_id: string
          refunded_ars: number
        }
        Insert: {
          applied_at?: string
          mp_payment_id: number
          mp_status: string
          mp_status_detail: string
          payment_id: string
          refunded_ars: number
        }
        Update: {
          applied_at?: string
          mp_payment_id?: number
          mp_status?: string
          mp_status_detail?: string
          payment_id?: string
          refunded_ars?: number
        }
        Relationships: [
          {
            foreignKeyName: "mercadopago_payment_events_payment_id_fkey"
            columns: ["payment_id"]
            isOneToOne: false
            referencedRelation: "protected_payments"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          body: string
          conversation_id: string
          created_at: string
          id: string
          read_at: string | null
          sender_id: string
        }
        Insert: {
          body: string
          conversation_id: string
          created_at?: string
          id?: string
          read_at?: string | null
          sender_id: string
        }
        Update: {
          body?: string
          conversation_id?: string
          created_at?: string
          id?: string
          read_at?: string | null
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_kinds: {
        Row: {
          kind: string
          push_category: string
        }
        Insert: {
          kind: string
          push_category: string
        }
        Update: {
          kind?: string
          push_category?: string
        }
        Relationships: []
      }
      notification_preferences: {
        Row: {
          new_proposals: boolean
          news: boolean
          push_categories: string[]
          status_changes: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          new_proposals?: boolean
          news?: boolean
          push_categories?: string[]
          status_changes?: boolean
          updated_at?: string
          user_id: string
        }
        Update: {
          new_proposals?: boolean
          news?: boolean
          push_categories?: string[]
          status_changes?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          body: string
          created_at: string
          id: string
          kind: string
          link: string
          read_at: string | null
          recipient_id: string
          title: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          kind: string
          link: string
          read_at?: string | null
          recipient_id: string
          title: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          kind?: string
          link?: string
          read_at?: string | null
          recipient_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_kind_fkey"
            columns: ["kind"]
            isOneToOne: false
            referencedRelation: "notification_kinds"
            referencedColumns: ["kind"]
          },
        ]
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
      proposal_offers: {
        Row: {
          created_at: string
          id: string
          price: number
          proposal_id: string
          side: Database["public"]["Enums"]["negotiation_side"]
        }
        Insert: {
          created_at?: string
          id?: string
          price: number
          proposal_id: string
          side: Database["public"]["Enums"]["negotiation_side"]
        }
        Update: {
          created_at?: string
          id?: string
          price?: number
          proposal_id?: string
          side?: Database["public"]["Enums"]["negotiation_side"]
        }
        Relationships: [
          {
            foreignKeyName: "proposal_offers_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
        ]
      }
      proposals: {
        Row: {
          created_at: string
          id: string
          listing_id: string
          message: string
          needs_reconfirmation: boolean
          price: number
          shipper_counters: number
          shipper_id: string | null
          status: Database["public"]["Enums"]["proposal_status"]
          transporter_counters: number
          transporter_id: string
          turn: Database["public"]["Enums"]["negotiation_side"]
          updated_at: string
          valid_until: string
          version: number
        }
        Insert: {
          created_at?: string
          id?: string
          listing_id: string
          message?: string
          needs_reconfirmation?: boolean
          price: number
          shipper_counters?: number
          shipper_id?: string | null
          status?: Database["public"]["Enums"]["proposal_status"]
          transporter_counters?: number
          transporter_id?: string
          turn?: Database["public"]["Enums"]["negotiation_side"]
          updated_at?: string
          valid_until?: string
          version?: number
        }
        Update: {
          created_at?: string
          id?: string
          listing_id?: string
          message?: string
          needs_reconfirmation?: boolean
          price?: number
          shipper_counters?: number
          shipper_id?: string | null
          status?: Database["public"]["Enums"]["proposal_status"]
          transporter_counters?: number
          transporter_id?: string
          turn?: Database["public"]["Enums"]["negotiation_side"]
          updated_at?: string
          valid_until?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "proposals_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      protected_payments: {
        Row: {
          amount_ars: number
          amount_eur: number
          ars_per_eur: number
          captured_ars: number | null
          checkout_url: string | null
          closed_at: string | null
          created_at: string
          due_on: string | null
          fee_ars: number
          id: string
          listing_id: string
          mode: string
          mp_payment_id: number | null
          mp_preference_id: string | null
          mp_status: string | null
          mp_status_detail: string | null
          overdue_notified_at: string | null
          paid_at: string | null
          refunded_ars: number
          reserved_at: string | null
          settled_ars: number | null
          shipper_id: string
          status: string
          transporter_id: string
          updated_at: string
        }
        Insert: {
          amount_ars: number
          amount_eur: number
          ars_per_eur: number
          captured_ars?: number | null
          checkout_url?: string | null
          closed_at?: string | null
          created_at?: string
          due_on?: string | null
          fee_ars?: number
          id?: string
          listing_id: string
          mode: string
          mp_payment_id?: number | null
          mp_preference_id?: string | null
          mp_status?: string | null
          mp_status_detail?: string | null
          overdue_notified_at?: string | null
          paid_at?: string | null
          refunded_ars?: number
          reserved_at?: string | null
          settled_ars?: number | null
          shipper_id: string
          status?: string
          transporter_id: string
          updated_at?: string
        }
        Update: {
          amount_ars?: number
          amount_eur?: number
          ars_per_eur?: number
          captured_ars?: number | null
          checkout_url?: string | null
          closed_at?: string | null
          created_at?: string
          due_on?: string | null
          fee_ars?: number
          id?: string
          listing_id?: string
          mode?: string
          mp_payment_id?: number | null
          mp_preference_id?: string | null
          mp_status?: string | null
          mp_status_detail?: string | null
          overdue_notified_at?: string | null
          paid_at?: string | null
          refunded_ars?: number
          reserved_at?: string | null
          settled_ars?: number | null
          shipper_id?: string
          status?: string
          transporter_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "protected_payments_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth_secret: string
          created_at: string
          endpoint: string
          id: string
          p256dh: string
          user_id: string
        }
        Insert: {
          auth_secret: string
          created_at?: string
          endpoint: string
          id?: string
          p256dh: string
          user_id: string
        }
        Update: {
          auth_secret?: string
          created_at?: string
          endpoint?: string
          id?: string
          p256dh?: string
          user_id?: string
        }
        Relationships: []
      }
      ratings: {
        Row: {
          comment: string | null
          created_at: string
          id: string
          listing_id: string
          ratee_id: string
          rater_id: string
          stars: number
        }
        Insert: {
          comment?: string | null
          created_at?: string
          id?: string
          listing_id: string
          ratee_id: string
          rater_id?: string
          stars: number
        }
        Update: {
          comment?: string | null
          created_at?: string
          id?: string
          listing_id?: string
          ratee_id?: string
          rater_id?: string
          stars?: number
        }
        Relationships: [
          {
            foreignKeyName: "ratings_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_alerts: {
        Row: {
          active: boolean
          cargo_type: string
          created_at: string
          id: string
          load_type: string
          name: string
          needle: string | null
          needle_trigrams: string[] | null
          owner_id: string
          search: string
          vehicle_type: string
        }
        Insert: {
          active?: boolean
          cargo_type?: string
          created_at?: string
          id?: string
          load_type?: string
          name: string
          needle?: never
          needle_trigrams?: never
          owner_id?: string
          search?: string
          vehicle_type?: string
        }
        Update: {
          active?: boolean
          cargo_type?: string
          created_at?: string
          id?: string
          load_type?: string
          name?: string
          needle?: never
          needle_trigrams?: never
          owner_id?: string
          search?: string
          vehicle_type?: string
        }
        Relationships: []
      }
      shipment_events: {
        Row: {
          actor_id: string | null
          created_at: string
          id: string
          listing_id: string
          shipper_id: string | null
          status: Database["public"]["Enums"]["cargo_status"]
          transporter_id: string | null
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          id?: string
          listing_id: string
          shipper_id?: string | null
          status: Database["public"]["Enums"]["cargo_status"]
          transporter_id?: string | null
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          id?: string
          listing_id?: string
          shipper_id?: string | null
          status?: Database["public"]["Enums"]["cargo_status"]
          transporter_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "shipment_events_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      shipment_paperwork: {
        Row: {
          cot_code: string | null
          listing_id: string
          remito_numbers: string[]
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          cot_code?: string | null
          listing_id: string
          remito_numbers?: string[]
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          cot_code?: string | null
          listing_id?: string
          remito_numbers?: string[]
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "shipment_paperwork_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      shipment_payments: {
        Row: {
          conformed_on: string
          dispute_note: string | null
          dispute_outcome: string | null
          dispute_reason: string | null
          dispute_resolved_at: string | null
          disputed_at: string | null
          listing_id: string
          paid_on: string | null
          recorded_at: string
          shipper_id: string
          status: string
          transporter_id: string
        }
        Insert: {
          conformed_on: string
          dispute_note?: string | null
          dispute_outcome?: string | null
          dispute_reason?: string | null
          dispute_resolved_at?: string | null
          disputed_at?: string | null
          listing_id: string
          paid_on?: string | null
          recorded_at?: string
          shipper_id: string
          status: string
          transporter_id: string
        }
        Update: {
          conformed_on?: string
          dispute_note?: string | null
          dispute_outcome?: string | null
          dispute_reason?: string | null
          dispute_resolved_at?: string | null
          disputed_at?: string | null
          listing_id?: string
          paid_on?: string | null
          recorded_at?: string
          shipper_id?: string
          status?: string
          transporter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "shipment_payments_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      shipper_network: {
        Row: {
          created_at: string
          shipper_id: string
          transporter_id: string
        }
        Insert: {
          created_at?: string
          shipper_id?: string
          transporter_id: string
        }
        Update: {
          created_at?: string
          shipper_id?: string
          transporter_id?: string
        }
        Relationships: []
      }
      tracking_links: {
        Row: {
          created_at: string
          listing_id: string
          revoked_at: string | null
          token: string | null
          transporter_may_share: boolean
        }
        Insert: {
          created_at?: string
          listing_id: string
          revoked_at?: string | null
          token?: string | null
          transporter_may_share?: boolean
        }
        Update: {
          created_at?: string
          listing_id?: string
          revoked_at?: string | null
          token?: string | null
          transporter_may_share?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "tracking_links_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      trip_deliveries: {
        Row: {
          accuracy_m: number | null
          confirmed_by_dni: string | null
          confirmed_by_name: string | null
          confirmed_by_signature: string | null
          conformity: string
          conformity_at: string | null
          delivered_at: string
          lat: number | null
          listing_id: string
          lon: number | null
          photo_paths: string[]
          recipient_dni: string
          recipient_name: string
          remito_confirmed: boolean
          request_id: string | null
          signature_path: string
        }
        Insert: {
          accuracy_m?: number | null
          confirmed_by_dni?: string | null
          confirmed_by_name?: string | null
          confirmed_by_signature?: string | null
          conformity?: string
          conformity_at?: string | null
          delivered_at?: string
          lat?: number | null
          listing_id: string
          lon?: number | null
          photo_paths: string[]
          recipient_dni: string
          recipient_name: string
          remito_confirmed?: boolean
          request_id?: string | null
          signature_path: string
        }
        Update: {
          accuracy_m?: number | null
          confirmed_by_dni?: string | null
          confirmed_by_name?: string | null
          confirmed_by_signature?: string | null
          conformity?: string
          conformity_at?: string | null
          delivered_at?: string
          lat?: number | null
          listing_id?: string
          lon?: number | null
          photo_paths?: string[]
          recipient_dni?: string
          recipient_name?: string
          remito_confirmed?: boolean
          request_id?: string | null
          signature_path?: string
        }
        Relationships: [
          {
            foreignKeyName: "trip_deliveries_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      trip_events: {
        Row: {
          at: string
          id: number
          kind: string
          listing_id: string
        }
        Insert: {
          at: string
          id?: never
          kind: string
          listing_id: string
        }
        Update: {
          at?: string
          id?: never
          kind?: string
          listing_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trip_events_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      trip_incidents: {
        Row: {
          created_at: string
          description: string
          id: string
          kind: string
          listing_id: string
          photo_paths: string[]
          reporter_id: string | null
          resolution: string | null
          resolved_at: string | null
          settled_eur: number | null
        }
        Insert: {
          created_at?: string
          description: string
          id?: string
          kind: string
          listing_id: string
          photo_paths?: string[]
          reporter_id?: string | null
          resolution?: string | null
          resolved_at?: string | null
          settled_eur?: number | null
        }
        Update: {
          created_at?: string
          description?: string
          id?: string
          kind?: string
          listing_id?: string
          photo_paths?: string[]
          reporter_id?: string | null
          resolution?: string | null
          resolved_at?: string | null
          settled_eur?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "trip_incidents_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      trip_positions: {
        Row: {
          accuracy_m: number
          created_at: string
          id: number
          lat: number
          listing_id: string
          lon: number
          recorded_at: string
        }
        Insert: {
          accuracy_m: number
          created_at?: string
          id?: never
          lat: number
          listing_id: string
          lon: number
          recorded_at: string
        }
        Update: {
          accuracy_m?: number
          created_at?: string
          id?: never
          lat?: number
          listing_id?: string
          lon?: number
          recorded_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "trip_positions_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      trip_receipt_photos: {
        Row: {
          created_at: string
          listing_id: string
          photo: string
        }
        Insert: {
          created_at?: string
          listing_id: string
          photo: string
        }
        Update: {
          created_at?: string
          listing_id?: string
          photo?: string
        }
        Relationships: [
          {
            foreignKeyName: "trip_receipt_photos_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "trip_deliveries"
            referencedColumns: ["listing_id"]
          },
        ]
      }
      trip_road_incidents: {
        Row: {
          created_at: string
          description: string
          happened_at: string
          id: string
          kind: string
          listing_id: string
          reporter_id: string | null
          request_id: string
        }
        Insert: {
          created_at?: string
          description: string
          happened_at: string
          id?: string
          kind: string
          listing_id: string
          reporter_id?: string | null
          request_id: string
        }
        Update: {
          created_at?: string
          description?: string
          happened_at?: string
          id?: string
          kind?: string
          listing_id?: string
          reporter_id?: string | null
          request_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trip_road_incidents_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      trips: {
        Row: {
          arrived_destination_at: string | null
          arrived_origin_at: string | null
          assigned_at: string
          destination_lat: number | null
          destination_lon: number | null
          driver_dni: string
          driver_id: string | null
          driver_licence_number: string
          driver_name: string
          driver_phone: string
          insurance_by: string | null
          insurance_path: string | null
          insurance_valid_until: string | null
          insurer: string | null
          last_position_at: string | null
          left_origin_at: string | null
          listing_id: string
          origin_lat: number | null
          origin_lon: number | null
          plate: string
          policy_number: string | null
          trailer_plate: string | null
          vehicle_id: string | null
          vehicle_type: string
        }
        Insert: {
          arrived_destination_at?: string | null
          arrived_origin_at?: string | null
          assigned_at?: string
          destination_lat?: number | null
          destination_lon?: number | null
          driver_dni: string
          driver_id?: string | null
          driver_licence_number: string
          driver_name: string
          driver_phone: string
          insurance_by?: string | null
          insurance_path?: string | null
          insurance_valid_until?: string | null
          insurer?: string | null
          last_position_at?: string | null
          left_origin_at?: string | null
          listing_id: string
          origin_lat?: number | null
          origin_lon?: number | null
          plate: string
          policy_number?: string | null
          trailer_plate?: string | null
          vehicle_id?: string | null
          vehicle_type: string
        }
        Update: {
          arrived_destination_at?: string | null
          arrived_origin_at?: string | null
          assigned_at?: string
          destination_lat?: number | null
          destination_lon?: number | null
          driver_dni?: string
          driver_id?: string | null
          driver_licence_number?: string
          driver_name?: string
          driver_phone?: string
          insurance_by?: string | null
          insurance_path?: string | null
          insurance_valid_until?: string | null
          insurer?: string | null
          last_position_at?: string | null
          left_origin_at?: string | null
          listing_id?: string
          origin_lat?: number | null
          origin_lon?: number | null
          plate?: string
          policy_number?: string | null
          trailer_plate?: string | null
          vehicle_id?: string | null
          vehicle_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "trips_driver_id_fkey"
            columns: ["driver_id"]
            isOneToOne: false
            referencedRelation: "drivers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "trips_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: true
            referencedRelation: "cargo_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "trips_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      truck_availabilities: {
        Row: {
          available_from: string
          available_to: string
          created_at: string
          destination_province: string | null
          id: string
          lat: number | null
          lon: number | null
          note: string
          place: string
          province: string
          transporter_id: string
          vehicle_id: string | null
          vehicle_type: string
          withdrawn_at: string | null
        }
        Insert: {
          available_from: string
          available_to: string
          created_at?: string
          destination_province?: string | null
          id?: string
          lat?: number | null
          lon?: number | null
          note?: string
          place: string
          province: string
          transporter_id?: string
          vehicle_id?: string | null
          vehicle_type: string
          withdrawn_at?: string | null
        }
        Update: {
          available_from?: string
          available_to?: string
          created_at?: string
          destination_province?: string | null
          id?: string
          lat?: number | null
          lon?: number | null
          note?: string
          place?: string
          province?: string
          transporter_id?: string
          vehicle_id?: string | null
          vehicle_type?: string
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "truck_availabilities_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
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
      vehicles: {
        Row: {
          capacity_kg: number
          created_at: string
          id: string
          owner_id: string
          plate: string
          trailer_plate: string | null
          vehicle_type: string
        }
        Insert: {
          capacity_kg: number
          created_at?: string
          id?: string
          owner_id?: string
          plate: string
          trailer_plate?: string | null
          vehicle_type: string
        }
        Update: {
          capacity_kg?: number
          created_at?: string
          id?: string
          owner_id?: string
          plate?: string
          trailer_plate?: string | null
          vehicle_type?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_counter_offer: {
        Args: { p_price: number; p_proposal_id: string; p_version: number }
        Returns: undefined
      }
      accept_proposal: {
        Args: { p_price: number; p_proposal_id: string; p_version: number }
        Returns: undefined
      }
      add_to_my_network: {
        Args: { p_transporter_id: string }
        Returns: undefined
      }
      admin_conversation_messages: {
        Args: { p_conversation_id: string }
        Returns: {
          body: string
          created_at: string
          id: string
          sender_name: string
        }[]
      }
      admin_list_users: {
        Args: { p_search?: string }
        Returns: {
          banned_until: string
          company: string
          created_at: string
          email: string
          id: string
          last_sign_in_at: string
          name: string
          role: Database["public"]["Enums"]["app_role"]
          verified: boolean
        }[]
      }
      admin_mark_message_handled: {
        Args: { p_message_id: string }
        Returns: string
      }
      admin_payment_disputes: {
        Args: never
        Returns: {
          conformed_on: string
          dispute_reason: string
          disputed_at: string
          listing_id: string
          paid_on: string
          shipper_name: string
          status: string
          title: string
          transporter_name: string
        }[]
      }
      admin_protected_payments: {
        Args: never
        Returns: {
          amount_ars: number
          amount_eur: number
          ars_per_eur: number
          captured_ars: number
          created_at: string
          due_on: string
          id: string
          in_dispute: boolean
          listing_id: string
          mode: string
          mp_payment_id: number
          paid_at: string
          refunded_ars: number
          settled_ars: number
          shipper_name: string
          status: string
          title: string
          transporter_name: string
        }[]
      }
      admin_refund_protected_payment: {
        Args: { p_listing_id: string }
        Returns: {
          id: string
          mp_payment_id: number
          transporter_id: string
        }[]
      }
      admin_remove_listing: {
        Args: { p_listing_id: string }
        Returns: undefined
      }
      admin_reported_conversations: {
        Args: never
        Returns: {
          conversation_id: string
          listing_id: string
          listing_title: string
          reason: string
          report_id: string
          reported_at: string
          reporter_name: string
          shipper_name: string
          transporter_name: string
        }[]
      }
      admin_resolve_payment_dispute: {
        Args: { p_listing_id: string; p_note: string; p_uphold: boolean }
        Returns: undefined
      }
      admin_resolve_trip_incident: {
        Args: {
          p_incident_id: string
          p_resolution: string
          p_settled_eur?: number
        }
        Returns: undefined
      }
      admin_set_exchange_rate: {
        Args: { p_ars_per_eur: number; p_effective_on: string }
        Returns: undefined
      }
      admin_set_user_suspended: {
        Args: { p_suspended: boolean; p_user_id: string }
        Returns: string
      }
      admin_trip_incidents: {
        Args: never
        Returns: {
          created_at: string
          description: string
          id: string
          kind: string
          listing_id: string
          listing_title: string
          photo_paths: string[]
          resolution: string
          resolved_at: string
          settled_eur: number
          shipper_name: string
          transporter_name: string
        }[]
      }
      advance_shipment: {
        Args: {
          p_listing_id: string
          p_status: Database["public"]["Enums"]["cargo_status"]
        }
        Returns: undefined
      }
      apply_mercadopago_payment: {
        Args: { p_mp_user_id: number; p_payment: Json }
        Returns: {
          outcome: string
          status: string
        }[]
      }
      are_remito_numbers: { Args: { p_numbers: string[] }; Returns: boolean }
      assert_admin: { Args: never; Returns: undefined }
      assert_mfa: { Args: never; Returns: undefined }
      assign_listing_to: {
        Args: {
          p_actor: string
          p_listing_id: string
          p_proposal_id: string
          p_transporter_id: string
        }
        Returns: undefined
      }
      assign_trip_resources: {
        Args: {
          p_driver_id: string
          p_listing_id: string
          p_vehicle_id: string
        }
        Returns: undefined
      }
      attach_trip_insurance: {
        Args: {
          p_insurer: string
          p_listing_id: string
          p_path: string
          p_policy_number: string
          p_valid_until: string
        }
        Returns: undefined
      }
      begin_invoice: {
        Args: { p_listing_id: string }
        Returns: {
          amount_ars: number
          id: string
          invoice_type: number
          issuer_cuit: string
          point_of_sale: number
          receiver_condition: number
          receiver_cuit: string
          service_from: string
          service_to: string
        }[]
      }
      begin_mercadopago_link: { Args: never; Returns: string }
      begin_payment_on_delivery: {
        Args: { p_amount_ars: number; p_listing_id: string }
        Returns: {
          amount_ars: number
          checkout_url: string
          due_on: string
          fee_ars: number
          id: string
          transporter_id: string
        }[]
      }
      begin_protected_payment: {
        Args: { p_amount_ars: number; p_listing_id: string }
        Returns: {
          amount_ars: number
          fee_ars: number
          id: string
          transporter_id: string
        }[]
      }
      best_effort_e164: { Args: { p_phone: string }; Returns: string }
      book_listing: {
        Args: { p_listing_id: string; p_price: number; p_version: number }
        Returns: string
      }
      browse_availabilities: {
        Args: {
          p_after_from?: string
          p_after_id?: string
          p_limit?: number
          p_province?: string
          p_vehicle_type?: string
        }
        Returns: {
          available_from: string
          available_to: string
          carrier_name: string
          created_at: string
          destination_province: string
          id: string
          note: string
          place: string
          province: string
          rating_average: number
          rating_count: number
          transporter_id: string
          vehicle_type: string
          verified: boolean
        }[]
      }
      cancel_assignment: {
        Args: { p_listing_id: string; p_reason: string }
        Returns: undefined
      }
      claim_invoice_numbering: {
        Args: { p_invoice_id: string }
        Returns: boolean
      }
      claim_push_deliveries: {
        Args: { p_limit?: number }
        Returns: {
          auth_secret: string
          endpoint: string
          id: number
          link: string
          p256dh: string
          title: string
        }[]
      }
      company_profile: {
        Args: { p_user_id: string }
        Returns: {
          member_since: string
          name: string
          rating_average: number
          rating_count: number
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
          verified: boolean
        }[]
      }
      confirm_delivery_receipt: {
        Args: { p_listing_id: string }
        Returns: undefined
      }
      confirm_receipt_by_tracking: {
        Args: {
          p_dni: string
          p_name: string
          p_photo?: string
          p_signature: string
          p_token: string
        }
        Returns: boolean
      }
      consume_mercadopago_link_state: {
        Args: { p_state: string }
        Returns: string
      }
      contact_mailbox: { Args: { p_email: string }; Returns: string }
      conversation_details: {
        Args: { p_conversation_id: string }
        Returns: {
          contacts_revealed: boolean
          id: string
          listing_id: string
          listing_status: Database["public"]["Enums"]["cargo_status"]
          listing_title: string
          other_party_id: string
          other_party_name: string
          shipper_id: string
          transporter_id: string
        }[]
      }
      conversation_for_party: {
        Args: { p_conversation_id: string }
        Returns: {
          created_at: string
          id: string
          last_message_at: string | null
          listing_id: string
          shipper_id: string
          transporter_id: string
        }
        SetofOptions: {
          from: "*"
          to: "conversations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      conversation_messages: {
        Args: {
          p_before_created_at?: string
          p_before_id?: string
          p_conversation_id: string
          p_limit?: number
        }
        Returns: {
          body: string
          created_at: string
          id: string
          read_at: string
          sender_id: string
        }[]
      }
      conversation_reveals_contacts: {
        Args: { p_conversation_id: string }
        Returns: boolean
      }
      counter_proposal: {
        Args: { p_price: number; p_proposal_id: string; p_version: number }
        Returns: undefined
      }
      decline_invitation: {
        Args: { p_invitation_id: string }
        Returns: undefined
      }
      delete_my_account: { Args: never; Returns: undefined }
      delivery_conformity: {
        Args: { p_conformity: string; p_delivered_at: string }
        Returns: string
      }
      dispute_payment: {
        Args: { p_listing_id: string; p_reason: string }
        Returns: undefined
      }
      drain_alert_matches: { Args: { p_batch?: number }; Returns: number }
      finish_push_deliveries: {
        Args: { p_continue?: boolean; p_gone: number[]; p_sent: number[] }
        Returns: undefined
      }
      great_circle_km: {
        Args: { lat1: number; lat2: number; lon1: number; lon2: number }
        Returns: number
      }
      has_role: {
        Args: { p_role: Database["public"]["Enums"]["app_role"] }
        Returns: boolean
      }
      invite_to_listing: {
        Args: { p_availability_id: string; p_listing_id: string }
        Returns: string
      }
      is_argentine_plate: { Args: { p_plate: string }; Returns: boolean }
      is_argentine_province: { Args: { p_name: string }; Returns: boolean }
      is_conversation_party: {
        Args: { p_conversation_id: string }
        Returns: boolean
      }
      is_current_trip_file: { Args: { p_name: string }; Returns: boolean }
      is_delivery_conformed: {
        Args: { p_listing_id: string }
        Returns: boolean
      }
      is_listing_party: { Args: { p_listing_id: string }; Returns: boolean }
      is_own_trip_file: {
        Args: { p_listing_id: string; p_path: string }
        Returns: boolean
      }
      is_trip_party: { Args: { p_listing_id: string }; Returns: boolean }
      is_valid_cuit: { Args: { p_cuit: string }; Returns: boolean }
      is_vehicle_type: { Args: { p_type: string }; Returns: boolean }
      is_verified_shipper: { Args: { p_shipper_id: string }; Returns: boolean }
      is_verified_transporter: { Args: { p_user_id: string }; Returns: boolean }
      listing_matches_search: {
        Args: {
          p_cargo_type: string
          p_listing: Database["public"]["Tables"]["cargo_listings"]["Row"]
          p_load_type: string
          p_needle: string
          p_vehicle_type: string
        }
        Returns: boolean
      }
      listing_open: {
        Args: {
          p_listing_id: string
          p_public_at: string
          p_shipper_id: string
        }
        Returns: boolean
      }
      listing_proposals: {
        Args: { p_listing_id: string }
        Returns: {
          carrier_company: string
          carrier_name: string
          carrier_vehicle_types: string[]
          created_at: string
          history: Json
          id: string
          message: string
          needs_reconfirmation: boolean
          price: number
          shipper_counters: number
          status: Database["public"]["Enums"]["proposal_status"]
          transporter_counters: number
          transporter_id: string
          turn: Database["public"]["Enums"]["negotiation_side"]
          valid_until: string
          version: number
        }[]
      }
      listing_shipper: {
        Args: { p_listing_id: string }
        Returns: {
          company: string
          name: string
        }[]
      }
      loads_for_availability: {
        Args: { p_availability_id: string; p_limit?: number }
        Returns: {
          delivery_date: string
          destination: string
          destination_province: string
          distance_km: number
          id: string
          origin: string
          origin_province: string
          pickup_date: string
          pickup_distance_km: number
          price: number
          price_per_km: number
          title: string
          vehicle_type: string
          weight_kg: number
        }[]
      }
      mark_all_notifications_read: { Args: never; Returns: number }
      mark_conversation_read: {
        Args: { p_conversation_id: string }
        Returns: number
      }
      mask_contact_details: {
        Args: { p_text: string } | { p_previous: string; p_text: string }
        Returns: string
      }
      mfa_satisfied: { Args: never; Returns: boolean }
      my_conversations: {
        Args: { p_before_at?: string; p_before_id?: string; p_limit?: number }
        Returns: {
          id: string
          last_at: string
          last_message: string
          last_sender_id: string
          listing_id: string
          listing_status: Database["public"]["Enums"]["cargo_status"]
          listing_title: string
          other_party_id: string
          other_party_name: string
          unread: number
        }[]
      }
      my_finance_breakdown: {
        Args: never
        Returns: {
          amount_eur: number
          days_to_pay: number
          label: string
          shipments: number
        }[]
      }
      my_finance_months: {
        Args: { p_months?: number }
        Returns: {
          month: string
          paid_eur: number
          pending_eur: number
          reserved_eur: number
        }[]
      }
      my_invitations: {
        Args: never
        Returns: {
          answered_at: string
          created_at: string
          declined: boolean
          destination: string
          id: string
          listing_id: string
          origin: string
          pickup_date: string
          price: number
          shipper_name: string
          status: Database["public"]["Enums"]["cargo_status"]
          title: string
        }[]
      }
      my_mercadopago_account: {
        Args: never
        Returns: {
          linked_at: string
          live_mode: boolean
          mp_user_id: number
        }[]
      }
      my_network: {
        Args: never
        Returns: {
          carrier_name: string
          created_at: string
          rating_average: number
          rating_count: number
          transporter_id: string
          verified: boolean
        }[]
      }
      my_payments_due: {
        Args: never
        Returns: {
          amount_eur: number
          conformed_on: string
          listing_id: string
          reserved: boolean
          title: string
        }[]
      }
      my_proposal_activity: {
        Args: { p_limit?: number }
        Returns: {
          at: string
          kind: string
          listing_id: string
          listing_title: string
          source_id: string
        }[]
      }
      my_proposals: {
        Args: {
          p_after_created_at?: string
          p_after_id?: string
          p_limit?: number
          p_listing_id?: string
        }
        Returns: {
          created_at: string
          history: Json
          id: string
          listing_destination: string
          listing_id: string
          listing_origin: string
          listing_title: string
          message: string
          needs_reconfirmation: boolean
          price: number
          shipper_counters: number
          status: Database["public"]["Enums"]["proposal_status"]
          transporter_counters: number
          turn: Database["public"]["Enums"]["negotiation_side"]
          updated_at: string
          valid_until: string
          version: number
        }[]
      }
      normalize_plate: { Args: { p_plate: string }; Returns: string }
      notification_price: { Args: { p_amount: number }; Returns: string }
      notify: {
        Args: {
          p_body: string
          p_kind: string
          p_link: string
          p_recipient: string
          p_title: string
        }
        Returns: undefined
      }
      open_conversation: {
        Args: { p_listing_id: string; p_transporter_id?: string }
        Returns: string
      }
      person_label: { Args: { p_user_id: string }; Returns: string }
      place_coordinates: {
        Args: { p_place: string; p_province: string }
        Returns: {
          lat: number
          lon: number
        }[]
      }
      proposal_counts: {
        Args: { p_listing_ids: string[] }
        Returns: {
          listing_id: string
          proposal_count: number
        }[]
      }
      proposal_history: { Args: { p_proposal_id: string }; Returns: Json }
      protected_payment_capture: {
        Args: { p_listing_id: string }
        Returns: {
          amount_ars: number
          id: string
          mp_payment_id: number
          transporter_id: string
        }[]
      }
      protected_payment_quote: {
        Args: { p_listing_id: string }
        Returns: {
          amount_ars: number
          amount_eur: number
          ars_per_eur: number
          fee_ars: number
          mode: string
          public_key: string
        }[]
      }
      protected_payment_release: {
        Args: { p_listing_id: string }
        Returns: {
          id: string
          mp_payment_id: number
          transporter_id: string
        }[]
      }
      protected_payments_due: {
        Args: never
        Returns: {
          action: string
          amount_ars: number
          id: string
          mp_payment_id: number
          transporter_id: string
        }[]
      }
      purge_trip_positions: { Args: never; Returns: number }
      rating_summary: {
        Args: { p_user_id: string }
        Returns: {
          average: number
          count: number
        }[]
      }
      realtime_topic_id: { Args: { p_prefix: string }; Returns: string }
      record_invoice_failure: {
        Args: { p_error: string; p_invoice_id: string; p_unanswered: boolean }
        Returns: string
      }
      record_invoice_issued: {
        Args: {
          p_cae: string
          p_cae_due: string
          p_invoice_id: string
          p_issued_on: string
          p_net_ars: number
          p_number: number
          p_vat_ars: number
        }
        Returns: string
      }
      record_invoice_request: {
        Args: { p_invoice_id: string; p_number: number }
        Returns: boolean
      }
      record_payment: {
        Args: { p_listing_id: string; p_paid: boolean; p_paid_on?: string }
        Returns: undefined
      }
      record_payment_checkout: {
        Args: {
          p_checkout_url: string
          p_payment_id: string
          p_preference_id: string
        }
        Returns: string
      }
      record_positions: {
        Args: { p_listing_id: string; p_points: Json }
        Returns: number
      }
      record_shipment_paperwork: {
        Args: {
          p_cot_code: string
          p_listing_id: string
          p_remito_numbers: string[]
        }
        Returns: undefined
      }
      register_delivery: {
        Args: {
          p_accuracy?: number
          p_lat?: number
          p_listing_id: string
          p_lon?: number
          p_photo_paths: string[]
          p_recipient_dni: string
          p_recipient_name: string
          p_remito_confirmed?: boolean
          p_request_id?: string
          p_signature_path: string
        }
        Returns: undefined
      }
      reject_proposal: { Args: { p_proposal_id: string }; Returns: undefined }
      report_conversation: {
        Args: { p_conversation_id: string; p_reason: string }
        Returns: undefined
      }
      report_delivery_problem: {
        Args: {
          p_description: string
          p_kind: string
          p_listing_id: string
          p_photo_paths: string[]
        }
        Returns: string
      }
      report_problem_by_tracking: {
        Args: {
          p_description: string
          p_dni: string
          p_name: string
          p_token: string
        }
        Returns: boolean
      }
      report_road_incident: {
        Args: {
          p_description: string
          p_happened_at: string
          p_kind: string
          p_listing_id: string
          p_request_id: string
        }
        Returns: string
      }
      republish_listing: {
        Args: {
          p_delivery_date: string
          p_listing_id: string
          p_pickup_date: string
        }
        Returns: undefined
      }
      reputation: {
        Args: { p_user_ids: string[] }
        Returns: {
          answer_minutes_median: number
          answers: number
          assignments: number
          cancellations: number
          days_to_pay_median: number
          deliveries: number
          on_time_deliveries: number
          on_time_pickups: number
          paid: number
          pickups: number
          unpaid: number
          user_id: string
        }[]
      }
      return_loads: {
        Args: { p_limit?: number; p_listing_id: string }
        Returns: {
          delivery_date: string
          destination: string
          destination_province: string
          distance_km: number
          id: string
          origin: string
          origin_province: string
          pickup_date: string
          pickup_distance_km: number
          price: number
          price_per_km: number
          title: string
          vehicle_type: string
          weight_kg: number
        }[]
      }
      review_document: {
        Args: { p_approve: boolean; p_document_id: string; p_note?: string }
        Returns: {
          created_at: string
          expires_on: string | null
          file_name: string
          id: string
          kind: string
          mime_type: string
          owner_id: string
          review_note: string | null
          reviewed_at: string | null
          reviewer_id: string | null
          size: number
          status: Database["public"]["Enums"]["document_status"]
          storage_path: string
        }
        SetofOptions: {
          from: "*"
          to: "documents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      revoke_tracking_link: {
        Args: { p_listing_id: string }
        Returns: undefined
      }
      road_distance_km: {
        Args: { lat1: number; lat2: number; lon1: number; lon2: number }
        Returns: number
      }
      save_push_subscription: {
        Args: { p_auth: string; p_endpoint: string; p_p256dh: string }
        Returns: string
      }
      search_fold: { Args: { p_text: string }; Returns: string }
      search_listings: {
        Args: {
          p_after_id?: string
          p_after_key?: string
          p_cargo_type: string
          p_limit: number
          p_load_type: string
          p_near_place?: string
          p_near_province?: string
          p_radius_km?: number
          p_search: string
          p_sort: string
          p_vehicle_type: string
        }
        Returns: {
          cargo_type: string
          created_at: string
          delivery_date: string
          description: string
          destination: string
          destination_province: string
          distance_km: number
          height_cm: number
          id: string
          instant_booking: boolean
          length_cm: number
          load_type: string
          origin: string
          origin_province: string
          pickup_date: string
          price: number
          price_per_km: number
          public_at: string
          shipper_id: string
          status: Database["public"]["Enums"]["cargo_status"]
          title: string
          total_count: number
          transporter_id: string
          vehicle_type: string
          version: number
          weight_kg: number
          width_cm: number
        }[]
      }
      search_trigrams: { Args: { p_text: string }; Returns: string[] }
      sees_listing_early: {
        Args: { p_listing_id: string; p_shipper_id: string }
        Returns: boolean
      }
      send_message: {
        Args: { p_body: string; p_conversation_id: string }
        Returns: {
          body: string
          created_at: string
          id: string
          read_at: string
          sender_id: string
        }[]
      }
      session_is_live: { Args: never; Returns: boolean }
      set_transporter_tracking: {
        Args: { p_allowed: boolean; p_listing_id: string }
        Returns: undefined
      }
      share_tracking_link: { Args: { p_listing_id: string }; Returns: string }
      shipment_contact: {
        Args: { p_listing_id: string }
        Returns: {
          company: string
          email: string
          name: string
          phone: string
        }[]
      }
      shipment_transporters: {
        Args: { p_listing_ids: string[] }
        Returns: {
          company: string
          listing_id: string
          name: string
        }[]
      }
      shipper_dashboard: { Args: never; Returns: Json }
      shipper_history: {
        Args: {
          p_after_delivered_at?: string
          p_after_id?: string
          p_limit?: number
        }
        Returns: {
          carrier_company: string
          carrier_name: string
          delivered_at: string
          delivery_date: string
          destination: string
          id: string
          origin: string
          pickup_date: string
          price: number
          title: string
        }[]
      }
      start_trip: {
        Args: { p_listing_id: string; p_started_at?: string }
        Returns: undefined
      }
      suggested_price: {
        Args: {
          p_destination_province: string
          p_origin_province: string
          p_weight_kg: number
        }
        Returns: {
          high_price: number
          low_price: number
          sample_floor: number
        }[]
      }
      today_in_argentina: { Args: never; Returns: string }
      tracking_view: {
        Args: { p_token: string }
        Returns: {
          confirmed_by_name: string
          conformity: string
          delivered_at: string
          delivery_date: string
          destination: string
          destination_lat: number
          destination_lon: number
          last_at: string
          last_lat: number
          last_lon: number
          origin: string
          origin_lat: number
          origin_lon: number
          pickup_date: string
          shipper_company: string
          status: Database["public"]["Enums"]["cargo_status"]
          transporter_company: string
        }[]
      }
      transporter_dashboard: { Args: never; Returns: Json }
      transporter_documents_missing: {
        Args: { p_user_id: string }
        Returns: string[]
      }
      trip_file_listing: { Args: { p_name: string }; Returns: string }
      trip_geofence_km: { Args: never; Returns: number }
      trip_parties: {
        Args: { p_listing_id: string }
        Returns: {
          shipper_company: string
          shipper_cuit: string
          shipper_name: string
          transporter_company: string
          transporter_cuit: string
          transporter_name: string
        }[]
      }
      trucks_near_listing: {
        Args: { p_limit?: number; p_listing_id: string }
        Returns: {
          availability_id: string
          available_from: string
          available_to: string
          carrier_name: string
          destination_province: string
          invited: boolean
          pickup_distance_km: number
          place: string
          province: string
          rating_average: number
          rating_count: number
          transporter_id: string
          vehicle_type: string
          verified: boolean
        }[]
      }
      trust_marks: {
        Args: { p_user_ids: string[] }
        Returns: {
          rating_average: number
          rating_count: number
          user_id: string
          verified_transporter: boolean
        }[]
      }
      unlink_mercadopago: { Args: never; Returns: undefined }
      unread_message_count: { Args: never; Returns: number }
      verification_missing: { Args: { p_user_id?: string }; Returns: string[] }
      withdraw_proposal: { Args: { p_proposal_id: string }; Returns: undefined }
    }
    Enums: {
      app_role: "shipper" | "transporter" | "admin"
      cargo_status: "pending" | "assigned" | "in-transit" | "delivered"
      document_status: "en_revision" | "activo" | "rechazado"
      donor_document_type: "dni" | "passport" | "other"
      donor_entity_type: "persona_humana" | "persona_juridica"
      iva_condition:
        "responsable_inscripto" | "monotributo" | "exento" | "consumidor_final"
      negotiation_side: "shipper" | "transporter"
      proposal_status: "pending" | "accepted" | "rejected" | "withdrawn"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["shipper", "transporter", "admin"],
      cargo_status: ["pending", "assigned", "in-transit", "delivered"],
      document_status: ["en_revision", "activo", "rechazado"],
      donor_document_type: ["dni", "passport", "other"],
      donor_entity_type: ["persona_humana", "persona_juridica"],
      iva_condition: [
        "responsable_inscripto",
        "monotributo",
        "exento",
        "consumidor_final",
      ],
      negotiation_side: ["shipper", "transporter"],
      proposal_status: ["pending", "accepted", "rejected", "withdrawn"],
    },
  },
} as const
